// The SwiftUI twin of last-baseline-nested-stack.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack(alignment: .lastTextBaseline) {
        VStack(alignment: .leading) {
            Text("Name")
            Text("Second line")
        }
        Text("Value")
            .font(.title)
    }
}
