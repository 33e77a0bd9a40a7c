// layoutc: --scale 2
// The SwiftUI twin of spacing-sized-font.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Color.blue
            .frame(width: 100, height: 20)
        Text("Sized 17")
            .font(.system(size: 17))
        Color.blue
            .frame(width: 100, height: 20)
    }
}
