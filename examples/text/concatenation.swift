// The SwiftUI twin of concatenation.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    (Text("Hello, ") + Text("world").bold())
        .font(.title)
}
