// The SwiftUI twin of lazy-stack.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ScrollView {
        LazyVStack(alignment: .leading, spacing: 12) {
            ForEach(1...4, id: \.self) { i in
                Color.indigo
                    .frame(width: 50 + 50 * i, height: 40)
            }
        }
        HStack {
            Color.mint
                .frame(width: 50, height: 50)
            Color.mint
                .frame(width: 50, height: 50)
        }
    }
}
