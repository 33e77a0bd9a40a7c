// The SwiftUI twin of dynamic-type-size.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Large (default)")
        Text("xxxLarge")
            .dynamicTypeSize(.xxxLarge)
        Divider()
            .dynamicTypeSize(.accessibility1)
        Text("Caption at AX1")
            .font(.caption)
            .dynamicTypeSize(.accessibility1)
    }
        .frame(width: 300)
}
