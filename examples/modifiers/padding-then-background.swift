// The SwiftUI twin of padding-then-background.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Hi")
        .padding(20)
        .background(Color.red)
}
