// The SwiftUI twin of last-baseline-styles.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack(alignment: .lastTextBaseline) {
        Text("Caption")
            .font(.caption)
        Text("Body")
        Text("Title")
            .font(.title)
        Text("Large")
            .font(.largeTitle)
    }
}
