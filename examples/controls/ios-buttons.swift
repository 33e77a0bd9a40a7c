// layoutc: --device iphone-16
// The SwiftUI twin of ios-buttons.lyt: the same layout, worked there.
import SwiftUI

struct CheckoutButtons: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Button("Cancel") {}
                    .buttonStyle(.bordered)
                Button("Send") {}
                    .buttonStyle(.borderedProminent)
            }
            Button("Add to Cart") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            Button("Remind Me Later") {}
                .buttonStyle(.bordered)
                .controlSize(.small)
        }
    }
}
