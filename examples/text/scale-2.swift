// layoutc: --scale 2
// The SwiftUI twin of scale-2.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Hello, world")
        .padding(10)
        .background(Color.yellow)
}
