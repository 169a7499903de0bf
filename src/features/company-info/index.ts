// Public surface of the §2.8 company information feature.
export { CompanyInfoModal } from './CompanyInfoModal';
export { CompanyInfoContent } from './CompanyInfoContent';
export { deliveryCoverage } from './coverage';
export { orderTypeDetails } from './order-type-details';
