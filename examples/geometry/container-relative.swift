// layoutc: --device iphone-15-pro
// The SwiftUI twin of container-relative.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(spacing: 11) {
        Color.red
            .containerRelativeFrame(.horizontal)
            .frame(height: 40)
        HStack(spacing: 10) {
            Color.green
                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            Color.blue
                .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
        }
            .frame(height: 40)
    }
}
