// The SwiftUI twin of aspect-ratio.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Rectangle()
        .aspectRatio(3 / 2, contentMode: .fit)
        .frame(width: 300, height: 300)
}
