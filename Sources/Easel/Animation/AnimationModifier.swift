/// The modifier behind `animation(_:value:)`: when `value` changed in this update, the
/// changes below it animate with `animation` (unless the transaction disables animations).
public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: Value

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (attachment, isNew) = context.attachment { ValueAttachment(value: value) }
    let changed = !isNew && (attachment.value as? Value) != value
    attachment.value = value
    guard changed else { return content(context) }
    let animation = self.animation
    if animation != nil { context.graph.placementAnimationPass = context.graph.updatePass }
    return content(
      context.modifyingTransaction(onlyThisPass: true) { transaction in
        if !transaction.disablesAnimations { transaction.animation = animation }
      })
  }
}

/// The modifier behind `transaction(_:)` and `animation(_:)`: changes the transaction of every
/// change below it.
public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
  let change: (inout Transaction) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    var probe = Transaction()
    change(&probe)
    if probe.animation != nil { context.graph.placementAnimationPass = context.graph.updatePass }
    return content(context.modifyingTransaction(onlyThisPass: false, change))
  }
}

/// A change to the transaction made by a modifier above a view, and the update pass it
/// belongs to (`nil` for every pass). Environment values are only used on the main actor.
struct TransactionEdit: @unchecked Sendable {
  let pass: Int?
  let change: (inout Transaction) -> Void
}

private struct TransactionEditsKey: EnvironmentKey {
  static var defaultValue: [TransactionEdit] { [] }
}

extension EnvironmentValues {
  /// `base` as the transaction modifiers recorded in these values change it, counting those
  /// that apply to every pass and those of the update passes `passes`.
  func transaction(from base: Transaction, passes: ClosedRange<Int>) -> Transaction {
    var transaction = base
    for edit in untrackedValue(for: TransactionEditsKey.self)
    where edit.pass.map(passes.contains) ?? true {
      edit.change(&transaction)
    }
    return transaction
  }
}

extension NodeContext {
  /// The transaction of the change being shown here: the update's, as the modifiers above
  /// change it.
  var transaction: Transaction { graph.transaction(in: environment) }

  /// The animation for a change shown here, or `nil` when it should not animate.
  var animation: Animation? { transaction.animation }

  /// A copy in which the transaction is changed by `change`: for this update pass only (what
  /// `animation(_:value:)` asks when its value changed), or for every one.
  func modifyingTransaction(
    onlyThisPass: Bool, _ change: @escaping (inout Transaction) -> Void
  ) -> NodeContext {
    let edit = TransactionEdit(pass: onlyThisPass ? graph.updatePass : nil, change: change)
    return modifyingEnvironment { environment in
      var edits = environment.untrackedValue(for: TransactionEditsKey.self)
      edits.append(edit)
      environment[TransactionEditsKey.self] = edits
    }
  }
}

extension ViewGraph {
  /// The transaction of the change being shown in `environment`: the update's, as the
  /// modifiers above change it.
  func transaction(in environment: EnvironmentValues) -> Transaction {
    var transaction = updateTransaction
    for edit in environment.untrackedValue(for: TransactionEditsKey.self)
    where edit.pass == nil || edit.pass == updatePass {
      edit.change(&transaction)
    }
    return transaction
  }
}

extension View {
  /// Animates changes to this view with `animation` when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_AnimationModifier(animation: animation, value: value))
  }

  /// Animates every change to this view with `animation`; `nil` stops changes below from
  /// animating.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    transaction { $0.animation = animation }
  }

  /// Changes the transaction of every change to this view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_TransactionModifier(change: transform))
  }
}
