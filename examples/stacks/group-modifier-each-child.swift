// The SwiftUI twin of group-modifier-each-child.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack {
        Group {
            Text("One")
            Text("Two")
        }
            .padding(8)
            .background(Color.yellow)
    }
}
