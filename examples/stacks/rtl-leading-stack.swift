// layoutc: --layout-direction rtl
// The SwiftUI twin of rtl-leading-stack.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        HStack {
            Color.red
                .frame(width: 40, height: 40)
            Text("First")
        }
        Color.blue
            .frame(width: 200, height: 20)
    }
        .padding(.leading, 16)
}
