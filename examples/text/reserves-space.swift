// The SwiftUI twin of reserves-space.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        Text("Short title")
            .font(.headline)
            .lineLimit(2, reservesSpace: true)
        Text("By Jane Doe")
            .font(.subheadline)
    }
        .frame(width: 200, alignment: .leading)
}
