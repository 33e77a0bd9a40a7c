// layoutc: --size 200x100
// The SwiftUI twin of root-centering.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Color.blue
        .frame(width: 50, height: 30)
}
