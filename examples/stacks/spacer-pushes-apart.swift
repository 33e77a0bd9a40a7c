// layoutc: --size 300x100
// The SwiftUI twin of spacer-pushes-apart.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack {
        Color.red
            .frame(width: 50, height: 50)
        Spacer()
        Color.blue
            .frame(width: 50, height: 50)
    }
}
