// The SwiftUI twin of foreach-modifier-each-child.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        ForEach(1...3, id: \.self) { i in
            Text("Item \(i)")
        }
            .frame(width: 120, alignment: .leading)
    }
}
