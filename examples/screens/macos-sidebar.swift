// layoutc: --os macos26 --size 800x500
// The SwiftUI twin of macos-sidebar.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack(spacing: 0) {
        List {
            Text("Inbox")
            Text("Drafts")
            Text("Sent")
        }
            .listStyle(.sidebar)
            .frame(width: 220)
        Divider()
        Text("Select a message")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
