// The SwiftUI twin of lazy-vstack-fills-width.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(spacing: 0) {
        VStack(alignment: .leading) {
            Text("A VStack")
            Text("hugs its content")
        }
            .background(Color.yellow)
        LazyVStack(alignment: .leading) {
            Text("A LazyVStack")
            Text("fills the width")
        }
            .background(Color.mint)
    }
}
