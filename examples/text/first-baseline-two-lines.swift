// The SwiftUI twin of first-baseline-two-lines.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack(alignment: .firstTextBaseline) {
        Text("Total:")
        Text("1,024\nitems")
            .font(.largeTitle)
        Text("per day")
            .font(.caption)
    }
}
