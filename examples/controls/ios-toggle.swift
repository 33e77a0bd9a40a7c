// layoutc: --device iphone-16
// The SwiftUI twin of ios-toggle.lyt: the same layout, worked there.
import SwiftUI

struct ConnectionToggles: View {
    @State private var airplaneMode = false
    @State private var wifi = true

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Airplane Mode", isOn: $airplaneMode)
            Toggle("Wi-Fi", isOn: $wifi)
        }
        .padding(.horizontal, 20)
    }
}
