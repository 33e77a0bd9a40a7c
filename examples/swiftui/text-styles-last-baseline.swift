// twin: text/last-baseline-styles.lyt
// Four text styles on one baseline (worked in the twin): the texts sit 21, 16, 5.667 and 0
// below the top of a 40.667-high stack at (74, 401.667).
import SwiftUI

#Preview {
    HStack(alignment: .lastTextBaseline) {
        Text("Caption").font(.caption)
        Text("Body")
        Text("Title").font(.title)
        Text("Large").font(.largeTitle)
    }
}
