// layoutc: --device iphone-15-pro
// The SwiftUI twin of global-min-y.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading, spacing: 0) {
        Color.red
            .frame(height: 44)
        GeometryReader { g in
            Text("minY \(g.frame(in: .global).minY)")
        }
    }
        .padding(20)
}
