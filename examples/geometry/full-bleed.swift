// layoutc: --device iphone-15-pro
// The SwiftUI twin of full-bleed.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Title")
        Spacer()
    }
        .frame(maxWidth: .infinity)
        .background(Color.indigo.ignoresSafeArea())
}
