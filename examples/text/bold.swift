// The SwiftUI twin of bold.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Body bold")
            .bold()
        Text("Title bold")
            .font(.title)
            .bold()
    }
}
