// layoutc: --os macos26 --size 360x300
// The SwiftUI twin of macos-content-unavailable.lyt: the same layout, worked there.
import SwiftUI

struct EmptyMailbox: View {
    var body: some View {
        ContentUnavailableView(
            "No Messages", systemImage: "tray",
            description: Text("New mail appears here."))
    }
}
