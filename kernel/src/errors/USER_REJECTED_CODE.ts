/**
 * EIP-1193's 4001, the user saying no. In its own module so that code which only tests for it
 * (`isUserRejection`, in the first load) does not pull every provider error class in with it.
 */
export const USER_REJECTED_CODE = 4001
