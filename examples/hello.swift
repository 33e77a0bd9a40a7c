// The SwiftUI twin of hello.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        Text("Hi")
            .padding(20)
            .background(Color.red)
    }
}
