// layoutc: --platform macos
// The SwiftUI twin of macos-default-font.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Default 13-pt text")
        Text("Body style")
            .font(.body)
    }
}
