// layoutc: --device iphone-15-pro
// The SwiftUI twin of bottom-bar.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Color.blue
        .ignoresSafeArea()
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Color.gray.frame(height: 50)
        }
}
