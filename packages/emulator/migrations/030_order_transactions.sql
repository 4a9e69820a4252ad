-- An order's payments and refunds (the provider's order transactions) and its
-- fulfilments, kept beside the order as served: `transactions` is
-- `{payments, refunds}` in wire names, `fulfillments` the list of
-- fulfilments. An order placed before these columns existed was paid in full
-- on the hosted checkout or by the create-order call, so it gets the one
-- approved payment of its total.

alter table orders add column transactions jsonb not null default '{"payments": [], "refunds": []}';
alter table orders add column fulfillments jsonb not null default '[]';

update orders set transactions = jsonb_build_object(
  'payments', jsonb_build_array(jsonb_build_object(
    'id', md5(id || ':payment')::uuid::text,
    'createdDate', doc ->> 'createdDate',
    'updatedDate', doc ->> 'createdDate',
    'amount', doc -> 'priceSummary' -> 'total',
    'refundDisabled', false,
    'regularPaymentDetails', jsonb_build_object(
      'paymentMethod', 'CreditCard',
      'offlinePayment', false,
      'status', 'APPROVED',
      'savedPaymentMethod', false
    )
  )),
  'refunds', '[]'::jsonb
) where payment_status = 'PAID';
