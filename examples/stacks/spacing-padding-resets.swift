// The SwiftUI twin of spacing-padding-resets.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Plain")
        Text("Sideways")
            .padding(.horizontal, 12)
        Text("Below")
            .padding(.bottom, 4)
        Text("Last")
    }
}
