// The SwiftUI twin of truncating-row.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack {
        Text("Swift is a powerful and intuitive programming language")
            .lineLimit(1)
        Spacer()
        Text("Learn more")
    }
}
// layoutc-lint: ignore-file text-truncated -- this example shows how a text is truncated
