// The SwiftUI twin of color-fills-screen.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Color.red
}
