// twin: modifiers/color-fills-screen.lyt
// A color takes whatever it is offered: the whole screen (390x844 at the origin; no safe
// area is given, so the root is proposed the full screen).
import SwiftUI

#Preview {
    Color.red
}
