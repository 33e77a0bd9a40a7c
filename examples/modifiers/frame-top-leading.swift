// The SwiftUI twin of frame-top-leading.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Hello")
        .frame(width: 300, height: 300, alignment: .topLeading)
}
