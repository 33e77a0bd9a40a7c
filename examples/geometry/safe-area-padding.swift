// layoutc: --device iphone-15-pro
// The SwiftUI twin of safe-area-padding.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(spacing: 0) {
        Color.orange
            .ignoresSafeArea()
            .frame(height: 100)
        Spacer()
    }
        .padding(.top, 10)
        .safeAreaPadding(.top, 20)
}
