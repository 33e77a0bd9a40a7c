// The SwiftUI twin of kerning-and-tracking.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Letter spacing")
        Text("Letter spacing")
            .kerning(2)
        Text("Letter spacing")
            .tracking(-0.5)
    }
}
