// layoutc: --assets examples/modifiers/Images
// The SwiftUI twin of image-in-larger-frame.lyt: the same layout, worked there. The image's
// 100x80 points come from Images/avocado@2x.png (200x160 pixels at scale 2).
import SwiftUI

#Preview {
    Image("avocado")
        .frame(width: 300, height: 300)
}
