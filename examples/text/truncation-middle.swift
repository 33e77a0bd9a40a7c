// The SwiftUI twin of truncation-middle.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("summer holiday photos and videos backup.zip")
        .lineLimit(1)
        .truncationMode(.middle)
        .frame(width: 220)
}
// layoutc-lint: ignore-file text-truncated -- this example shows how a text is truncated
