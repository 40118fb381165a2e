@import UIKit;

// The same pattern in Objective-C: a method's base font and a local's, each scaled with UIFontMetrics.
@implementation LedgerTotalsCell
- (UIFont *)totalBaseFont { return [UIFont systemFontOfSize:17]; }
- (void)configureTotal:(UILabel *)total note:(UILabel *)note {
    total.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[self totalBaseFont]];
    UIFont *noteBase = [UIFont systemFontOfSize:13];
    note.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleFootnote] scaledFontForFont:noteBase];
    total.adjustsFontForContentSizeCategory = YES;
    note.adjustsFontForContentSizeCategory = YES;
}
@end
