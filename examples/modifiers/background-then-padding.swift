// The SwiftUI twin of background-then-padding.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Hi")
        .background(Color.red)
        .padding(20)
}
