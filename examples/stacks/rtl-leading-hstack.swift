// layoutc: --layout-direction rtl
// The SwiftUI twin of rtl-leading-hstack.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack {
        Image(systemName: "person.circle")
        Text("Profile")
        Text("Settings")
    }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.leading, 20)
}
