// layoutc: --size 390x844 --size 200x844
// The SwiftUI twin of view-that-fits-label.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack {
        Color.blue
            .frame(width: 24, height: 24)
        ViewThatFits(in: .horizontal) {
            Text("Continue to secure checkout")
            Text("Checkout")
        }
    }
        .padding(.horizontal, 16)
}
