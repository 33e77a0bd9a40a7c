// layoutc: --os macos26 --size 320x120
// The SwiftUI twin of macos-labeled-content.lyt: the same layout, worked there.
import SwiftUI

struct AboutPanel: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            LabeledContent("Version", value: "2.4.1")
            LabeledContent("Build", value: "1187")
            LabeledContent("Licensed to") {
                Text("Corey Hall")
            }
        }
        .padding(20)
    }
}
