// layoutc: --os macos26 --size 320x200
// The SwiftUI twin of macos-group-boxes.lyt: the same layout, worked there.
import SwiftUI

struct StatusBoxes: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            GroupBox("Network") {
                Text("Connected to Home Wi-Fi")
            }
            GroupBox {
                Text("82% charged")
            } label: {
                Label("Battery", systemImage: "bolt.fill")
            }
        }
        .padding(20)
    }
}
