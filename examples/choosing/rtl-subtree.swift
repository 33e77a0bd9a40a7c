// The SwiftUI twin of rtl-subtree.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading, spacing: 12) {
        HStack {
            Color.blue
                .frame(width: 40, height: 40)
            Text("Left to right")
        }
        HStack {
            Color.blue
                .frame(width: 40, height: 40)
            Text("Right to left")
        }
            .padding(.leading, 10)
            .environment(\.layoutDirection, .rightToLeft)
    }
}
