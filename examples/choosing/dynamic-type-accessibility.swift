// The SwiftUI twin of dynamic-type-accessibility.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        Text("Headline")
            .font(.headline)
        Text("Body text")
        Divider()
        Text("Caption")
            .font(.caption)
    }
        .dynamicTypeSize(.accessibility5)
}
