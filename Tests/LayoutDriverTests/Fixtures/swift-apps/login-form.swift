// layoutc: --size 390x844
// Login screen: an @Observable view model with an optional error message shown with `if let`, a
// computed `canSubmit` built from `.isEmpty` and `.count`, an enum for @FocusState, a Button whose
// action holds an `if`, an assignment and `Task { await ... }`, `.onSubmit { Task { } }`, a stored
// callback with a default, a helper view property, style-only API (`.foregroundStyle(.tint)`,
// `.controlSize`) and a #Preview.
// expect: email 24 173 342 34
// expect: password 24 219 342 34
// expect: error 24 269 342 15.667
// expect: signIn 24 300.667 342 50.333
// Worked (390x844 @3x, no safe area): the Spacer makes the outer VStack as tall as it is offered,
// so `.padding(24)` puts it at (24, 24), 342 x 796, its children from the top, 16 apart. The header
// is the symbol's 56x56 frame, 8, "Welcome back" (largeTitle bold, 40.667), 8, the subtitle (body,
// 20.333): 133. Rounded text fields fill the width and are 34 high: email at 24 + 133 + 16 = 173,
// password 34 + 12 lower at 219; the pair ends at 253. The error (footnote, a 15.667 line) framed
// to the full width 342 at 253 + 16 = 269. Sign In: its label framed to maxWidth .infinity takes
// 342, and a large bordered button pads the line 15 above and below: 20.333 + 30 = 50.333 high at
// 269 + 15.667 + 16 = 300.667.
import SwiftUI

@Observable
final class LoginModel {
    var email = ""
    var password = ""
    var errorMessage: String? = "Wrong password. Try again."
    var isLoading = false

    var canSubmit: Bool {
        !email.isEmpty && password.count >= 8 && !isLoading
    }

    func signIn() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .seconds(1))
        errorMessage = nil
    }
}

enum LoginField: Hashable {
    case email, password
}

struct LoginView: View {
    @State private var model = LoginModel()
    @FocusState private var focusedField: LoginField?
    var onForgotPassword: () -> Void = {}

    var body: some View {
        VStack(spacing: 16) {
            header
            VStack(spacing: 12) {
                TextField("Email", text: $model.email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .focused($focusedField, equals: .email)
                    .id("email")
                SecureField("Password", text: $model.password)
                    .focused($focusedField, equals: .password)
                    .onSubmit { Task { await model.signIn() } }
                    .id("password")
            }
            .textFieldStyle(.roundedBorder)
            if let message = model.errorMessage {
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .id("error")
            }
            Button {
                if model.canSubmit {
                    focusedField = nil
                    Task { await model.signIn() }
                }
            } label: {
                Text(model.isLoading ? "Signing in…" : "Sign In")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!model.canSubmit)
            .id("signIn")
            Button("Forgot password?", action: onForgotPassword)
                .font(.footnote)
            Spacer()
        }
        .padding(24)
    }

    private var header: some View {
        VStack(spacing: 8) {
            Image(systemName: "lock.shield.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 56, height: 56)
                .foregroundStyle(.tint)
            Text("Welcome back")
                .font(.largeTitle.bold())
            Text("Sign in to your account")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    LoginView(onForgotPassword: { print("forgot") })
}
