// layoutc: --os macos26 --size 360x140
// The SwiftUI twin of macos-buttons.lyt: the same layout, worked there.
import SwiftUI

struct UpdateSheet: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Button("Help") {}
                    .buttonStyle(.plain)
                Spacer()
                Button("Cancel") {}
                Button("Save") {}
                    .buttonStyle(.borderedProminent)
            }
            Button("Install Update") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(20)
    }
}
